(define (problem plan_trial_gmem_0031)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        KeyChain_bar__minus_01_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_06 - object
        KeyChain_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_02_dot_04 - object
        Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 - object
        Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 - object
        Statue_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 - object
        Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11 - object
        ArmChair_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_02_dot_02 - receptacle
        Shelf_bar__minus_00_dot_01_bar__plus_00_dot_17_bar__minus_02_dot_39 - receptacle
        Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05 - receptacle
        Sofa_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__plus_01_dot_19 - receptacle
        TVStand_bar__plus_00_dot_00_bar__plus_00_dot_00_bar__minus_02_dot_39 - receptacle
        TVStand_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__minus_01_dot_06 - receptacle
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_6_bar_3_bar_30 - location
        loc_bar_5_bar__minus_8_bar_1_bar_30 - location
        loc_bar_5_bar__minus_9_bar_3_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_02_dot_02 ArmChairType)
        (receptacleType Shelf_bar__minus_00_dot_01_bar__plus_00_dot_17_bar__minus_02_dot_39 ShelfType)
        (receptacleType Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05 ShelfType)
        (receptacleType Sofa_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__plus_01_dot_19 SofaType)
        (receptacleType TVStand_bar__plus_00_dot_00_bar__plus_00_dot_00_bar__minus_02_dot_39 TVStandType)
        (receptacleType TVStand_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__minus_01_dot_06 TVStandType)
        (objectType KeyChain_bar__minus_01_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_06 KeyChainType)
        (objectType KeyChain_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_02_dot_04 KeyChainType)
        (objectType Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 PotType)
        (objectType Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 CupType)
        (objectType Statue_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 StatueType)
        (objectType Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11 MugType)
        (canContain ArmChairType KeyChainType)
        (canContain ShelfType CupType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PotType)
        (canContain ShelfType StatueType)
        (canContain SofaType KeyChainType)
        (pickupable KeyChain_bar__minus_01_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_06)
        (pickupable KeyChain_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_02_dot_04)
        (pickupable Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (isReceptacleObject Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (cleanable Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (coolable Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (pickupable Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (isReceptacleObject Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (cleanable Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (heatable Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (coolable Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (pickupable Statue_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44)
        (pickupable Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11)
        (isReceptacleObject Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11)
        (cleanable Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11)
        (heatable Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11)
        (coolable Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle KeyChain_bar__minus_01_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_06 Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05)
        (inReceptacle KeyChain_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_02_dot_04 ArmChair_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_02_dot_02)
        (inReceptacle Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05)
        (inReceptacle Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05)
        (inReceptacle Statue_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 Shelf_bar__minus_00_dot_01_bar__plus_00_dot_17_bar__minus_02_dot_39)
        (inReceptacle Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11 Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05)
        (receptacleAtLocation ArmChair_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_02_dot_02 loc_bar_5_bar__minus_8_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__minus_00_dot_01_bar__plus_00_dot_17_bar__minus_02_dot_39 loc_bar_4_bar__minus_6_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleAtLocation Sofa_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__plus_01_dot_19 loc_bar_1_bar__minus_2_bar_0_bar_30)
        (receptacleAtLocation TVStand_bar__plus_00_dot_00_bar__plus_00_dot_00_bar__minus_02_dot_39 loc_bar_5_bar__minus_9_bar_3_bar_30)
        (receptacleAtLocation TVStand_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__minus_01_dot_06 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (objectAtLocation KeyChain_bar__minus_01_dot_73_bar__plus_00_dot_21_bar__minus_01_dot_06 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (objectAtLocation KeyChain_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_02_dot_04 loc_bar_5_bar__minus_8_bar_1_bar_30)
        (objectAtLocation Pot_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (objectAtLocation Statue_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 loc_bar_4_bar__minus_6_bar_3_bar_30)
        (objectAtLocation Mug_bar__minus_01_dot_68_bar__plus_00_dot_21_bar__minus_01_dot_11 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KeyChainType)
                                    (receptacleType ?r SofaType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KeyChainType)
                                            (receptacleType ?r SofaType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
