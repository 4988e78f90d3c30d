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
        KeyChain_bar__plus_00_dot_03_bar__plus_00_dot_05_bar__minus_01_dot_12 - object
        KeyChain_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_13 - object
        Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 - object
        Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 - object
        Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 - object
        Laptop_bar__plus_00_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_13 - object
        ArmChair_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_02_dot_02 - receptacle
        CoffeeTable_bar__plus_00_dot_02_bar_00_dot_00_bar__minus_01_dot_11 - receptacle
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
        loc_bar_5_bar__minus_6_bar_3_bar_30 - location
        loc_bar_5_bar__minus_8_bar_1_bar_30 - location
        loc_bar_5_bar__minus_9_bar_3_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_02_dot_02 ArmChairType)
        (receptacleType CoffeeTable_bar__plus_00_dot_02_bar_00_dot_00_bar__minus_01_dot_11 CoffeeTableType)
        (receptacleType Shelf_bar__minus_00_dot_01_bar__plus_00_dot_17_bar__minus_02_dot_39 ShelfType)
        (receptacleType Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05 ShelfType)
        (receptacleType Sofa_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__plus_01_dot_19 SofaType)
        (receptacleType TVStand_bar__plus_00_dot_00_bar__plus_00_dot_00_bar__minus_02_dot_39 TVStandType)
        (receptacleType TVStand_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__minus_01_dot_06 TVStandType)
        (objectType KeyChain_bar__plus_00_dot_03_bar__plus_00_dot_05_bar__minus_01_dot_12 KeyChainType)
        (objectType KeyChain_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_13 KeyChainType)
        (objectType Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 CupType)
        (objectType Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 MugType)
        (objectType Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 PlateType)
        (objectType Laptop_bar__plus_00_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_13 LaptopType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain CoffeeTableType CupType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType MugType)
        (canContain CoffeeTableType PlateType)
        (canContain ShelfType CupType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (pickupable KeyChain_bar__plus_00_dot_03_bar__plus_00_dot_05_bar__minus_01_dot_12)
        (pickupable KeyChain_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_13)
        (pickupable Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (isReceptacleObject Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (cleanable Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (heatable Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (coolable Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08)
        (pickupable Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (isReceptacleObject Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (cleanable Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (heatable Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (coolable Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09)
        (pickupable Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44)
        (isReceptacleObject Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44)
        (cleanable Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44)
        (heatable Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44)
        (coolable Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44)
        (pickupable Laptop_bar__plus_00_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_13)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle KeyChain_bar__plus_00_dot_03_bar__plus_00_dot_05_bar__minus_01_dot_12 CoffeeTable_bar__plus_00_dot_02_bar_00_dot_00_bar__minus_01_dot_11)
        (inReceptacle KeyChain_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_13 CoffeeTable_bar__plus_00_dot_02_bar_00_dot_00_bar__minus_01_dot_11)
        (inReceptacle Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05)
        (inReceptacle Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05)
        (inReceptacle Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 Shelf_bar__minus_00_dot_01_bar__plus_00_dot_17_bar__minus_02_dot_39)
        (inReceptacle Laptop_bar__plus_00_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_13 Sofa_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__plus_01_dot_19)
        (receptacleAtLocation ArmChair_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_02_dot_02 loc_bar_5_bar__minus_8_bar_1_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_02_bar_00_dot_00_bar__minus_01_dot_11 loc_bar_5_bar__minus_6_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__minus_00_dot_01_bar__plus_00_dot_17_bar__minus_02_dot_39 loc_bar_4_bar__minus_6_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__minus_01_dot_74_bar__plus_00_dot_16_bar__minus_01_dot_05 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleAtLocation Sofa_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__plus_01_dot_19 loc_bar_1_bar__minus_2_bar_0_bar_30)
        (receptacleAtLocation TVStand_bar__plus_00_dot_00_bar__plus_00_dot_00_bar__minus_02_dot_39 loc_bar_5_bar__minus_9_bar_3_bar_30)
        (receptacleAtLocation TVStand_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__minus_01_dot_06 loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_03_bar__plus_00_dot_05_bar__minus_01_dot_12 loc_bar_5_bar__minus_6_bar_3_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_04_bar__plus_00_dot_05_bar__minus_01_dot_13 loc_bar_5_bar__minus_6_bar_3_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_71_bar__plus_00_dot_21_bar__minus_01_dot_08 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (objectAtLocation Mug_bar__minus_01_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_09 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (objectAtLocation Plate_bar__plus_00_dot_04_bar__plus_00_dot_22_bar__minus_02_dot_44 loc_bar_4_bar__minus_6_bar_3_bar_30)
        (objectAtLocation Laptop_bar__plus_00_dot_19_bar__plus_00_dot_05_bar__plus_01_dot_13 loc_bar_1_bar__minus_2_bar_0_bar_30)
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
