(define (problem plan_trial_gmem_0034)
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
        Box_bar__minus_00_dot_27_bar__plus_00_dot_04_bar__plus_00_dot_82 - object
        Box_bar__minus_00_dot_26_bar__plus_00_dot_04_bar__plus_00_dot_81 - object
        Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80 - object
        Pencil_bar__plus_01_dot_04_bar__plus_00_dot_06_bar__minus_02_dot_51 - object
        Laptop_bar__plus_01_dot_05_bar__plus_00_dot_06_bar__minus_02_dot_52 - object
        Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53 - object
        Bed_bar__minus_00_dot_12_bar__plus_00_dot_00_bar__minus_01_dot_70 - receptacle
        DiningTable_bar__minus_00_dot_28_bar__minus_00_dot_01_bar__plus_00_dot_83 - receptacle
        Drawer_bar__plus_01_dot_00_bar__plus_00_dot_17_bar__minus_02_dot_39 - receptacle
        Drawer_bar__plus_01_dot_00_bar__plus_00_dot_46_bar__minus_02_dot_39 - receptacle
        SideTable_bar__plus_01_dot_00_bar__plus_00_dot_01_bar__minus_02_dot_47 - receptacle
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_0_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_5_bar__minus_5_bar_2_bar_30 - location
        loc_bar_5_bar__minus_6_bar_2_bar_30 - location
        loc_bar_8_bar__minus_8_bar_3_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_00_dot_12_bar__plus_00_dot_00_bar__minus_01_dot_70 BedType)
        (receptacleType DiningTable_bar__minus_00_dot_28_bar__minus_00_dot_01_bar__plus_00_dot_83 DiningTableType)
        (receptacleType Drawer_bar__plus_01_dot_00_bar__plus_00_dot_17_bar__minus_02_dot_39 DrawerType)
        (receptacleType Drawer_bar__plus_01_dot_00_bar__plus_00_dot_46_bar__minus_02_dot_39 DrawerType)
        (receptacleType SideTable_bar__plus_01_dot_00_bar__plus_00_dot_01_bar__minus_02_dot_47 SideTableType)
        (objectType Box_bar__minus_00_dot_27_bar__plus_00_dot_04_bar__plus_00_dot_82 BoxType)
        (objectType Box_bar__minus_00_dot_26_bar__plus_00_dot_04_bar__plus_00_dot_81 BoxType)
        (objectType Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80 PlateType)
        (objectType Pencil_bar__plus_01_dot_04_bar__plus_00_dot_06_bar__minus_02_dot_51 PencilType)
        (objectType Laptop_bar__plus_01_dot_05_bar__plus_00_dot_06_bar__minus_02_dot_52 LaptopType)
        (objectType Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53 PanType)
        (canContain BedType LaptopType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType PlateType)
        (canContain DrawerType PencilType)
        (canContain SideTableType BoxType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PanType)
        (canContain SideTableType PencilType)
        (canContain SideTableType PlateType)
        (pickupable Box_bar__minus_00_dot_27_bar__plus_00_dot_04_bar__plus_00_dot_82)
        (isReceptacleObject Box_bar__minus_00_dot_27_bar__plus_00_dot_04_bar__plus_00_dot_82)
        (pickupable Box_bar__minus_00_dot_26_bar__plus_00_dot_04_bar__plus_00_dot_81)
        (isReceptacleObject Box_bar__minus_00_dot_26_bar__plus_00_dot_04_bar__plus_00_dot_81)
        (pickupable Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80)
        (isReceptacleObject Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80)
        (cleanable Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80)
        (heatable Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80)
        (coolable Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80)
        (pickupable Pencil_bar__plus_01_dot_04_bar__plus_00_dot_06_bar__minus_02_dot_51)
        (pickupable Laptop_bar__plus_01_dot_05_bar__plus_00_dot_06_bar__minus_02_dot_52)
        (pickupable Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53)
        (isReceptacleObject Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53)
        (cleanable Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53)
        (coolable Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53)
        (openable Drawer_bar__plus_01_dot_00_bar__plus_00_dot_17_bar__minus_02_dot_39)
        (openable Drawer_bar__plus_01_dot_00_bar__plus_00_dot_46_bar__minus_02_dot_39)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Box_bar__minus_00_dot_27_bar__plus_00_dot_04_bar__plus_00_dot_82 DiningTable_bar__minus_00_dot_28_bar__minus_00_dot_01_bar__plus_00_dot_83)
        (inReceptacle Box_bar__minus_00_dot_26_bar__plus_00_dot_04_bar__plus_00_dot_81 DiningTable_bar__minus_00_dot_28_bar__minus_00_dot_01_bar__plus_00_dot_83)
        (inReceptacle Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80 DiningTable_bar__minus_00_dot_28_bar__minus_00_dot_01_bar__plus_00_dot_83)
        (inReceptacle Pencil_bar__plus_01_dot_04_bar__plus_00_dot_06_bar__minus_02_dot_51 SideTable_bar__plus_01_dot_00_bar__plus_00_dot_01_bar__minus_02_dot_47)
        (inReceptacle Laptop_bar__plus_01_dot_05_bar__plus_00_dot_06_bar__minus_02_dot_52 SideTable_bar__plus_01_dot_00_bar__plus_00_dot_01_bar__minus_02_dot_47)
        (inReceptacle Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53 SideTable_bar__plus_01_dot_00_bar__plus_00_dot_01_bar__minus_02_dot_47)
        (receptacleAtLocation Bed_bar__minus_00_dot_12_bar__plus_00_dot_00_bar__minus_01_dot_70 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_28_bar__minus_00_dot_01_bar__plus_00_dot_83 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_00_bar__plus_00_dot_17_bar__minus_02_dot_39 loc_bar_5_bar__minus_5_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_00_bar__plus_00_dot_46_bar__minus_02_dot_39 loc_bar_5_bar__minus_6_bar_2_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_00_bar__plus_00_dot_01_bar__minus_02_dot_47 loc_bar_8_bar__minus_8_bar_3_bar_30)
        (objectAtLocation Box_bar__minus_00_dot_27_bar__plus_00_dot_04_bar__plus_00_dot_82 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (objectAtLocation Box_bar__minus_00_dot_26_bar__plus_00_dot_04_bar__plus_00_dot_81 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (objectAtLocation Plate_bar__minus_00_dot_25_bar__plus_00_dot_04_bar__plus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_0_bar_30)
        (objectAtLocation Pencil_bar__plus_01_dot_04_bar__plus_00_dot_06_bar__minus_02_dot_51 loc_bar_8_bar__minus_8_bar_3_bar_30)
        (objectAtLocation Laptop_bar__plus_01_dot_05_bar__plus_00_dot_06_bar__minus_02_dot_52 loc_bar_8_bar__minus_8_bar_3_bar_30)
        (objectAtLocation Pan_bar__plus_01_dot_06_bar__plus_00_dot_06_bar__minus_02_dot_53 loc_bar_8_bar__minus_8_bar_3_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BoxType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BoxType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
